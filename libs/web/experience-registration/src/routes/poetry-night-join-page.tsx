import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGetSessionQuery } from '@ember/api-client';
import { poetryNightLocation } from '@ember/member-rules';
import { seasonCalendar } from '@ember/time-zones';
import { setInviteCode } from '@ember/start-flow';
import { Alert, Button, ChoiceChips, usePageTitle } from '@ember/ui';

import styles from '../components/registration.module.css';
import { useRegistration, useSubmitRegistration } from '../hooks/use-registration';
import { dateLabel, registrationTexts } from '../model/registration-texts';

/**
 * /emberite/experiences/poetry-night/join (spec 3 §2.10, §5), open without signing in: the
 * Fridays and the acknowledgement; then the invite code (?secret=) and Revelstoke are kept, the
 * registration is sent for a signed-in member, and the page goes to /.
 */
export function PoetryNightJoinPage() {
  usePageTitle('Poetry night');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useGetSessionQuery();
  const { answers, dispatch, actions } = useRegistration();
  const submit = useSubmitRegistration('poetry-night', { poetryNight: true });
  const [poetryNights] = useState(() => seasonCalendar(new Date()).poetryNights);
  const [dates, setDates] = useState<string[]>(() =>
    answers.availability.filter((date) => poetryNights.includes(date)),
  );
  const [understood, setUnderstood] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function join() {
    if (dates.length === 0) {
      setAlert(registrationTexts.poetryNeedsAvailability);
      return;
    }
    if (!understood) {
      setAlert(registrationTexts.poetryNeedsAcknowledgement);
      return;
    }
    setAlert(null);
    const secret = params.get('secret');
    const kept = { availability: dates, location: poetryNightLocation, inviteCode: secret ?? answers.inviteCode };
    dispatch(actions.answered(kept));
    // The invite counts when this visitor creates their profile.
    if (secret) setInviteCode(secret);
    if (session.data) {
      setSending(true);
      const outcome = await submitPoetry(kept);
      setSending(false);
      if (!outcome) return;
    }
    navigate('/');
  }

  async function submitPoetry(kept: { availability: string[]; location: string; inviteCode: string | null }) {
    const outcome = await submit(kept);
    if (!outcome.ok && outcome.message) {
      setAlert(outcome.message);
      return false;
    }
    return true;
  }

  return (
    <section className={`${styles.page} ${styles.standalone}`} aria-labelledby="poetry-title">
      <p className={styles.count}>poetry night · Revelstoke</p>
      <h1 id="poetry-title" className={styles.title}>
        save your spot
      </h1>
      <p className={styles.lead}>
        8-12 people, an evening of poems and conversation. Pick every Friday you could make: more options mean a higher
        chance of a spot.
      </p>
      <div className={styles.card}>
        <ChoiceChips
          label="Fridays"
          options={poetryNights.map((date) => ({ value: date, label: dateLabel(date) }))}
          selected={dates}
          onToggle={(date) => setDates(dates.includes(date) ? dates.filter((item) => item !== date) : [...dates, date])}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />I
          understand that my spot is not guaranteed
        </label>
        {alert && <Alert>{alert}</Alert>}
      </div>
      <p className={styles.lead}>
        {session.data
          ? `Signed in as ${session.data.email}: joining saves your spot right away.`
          : 'We keep your choice on this device until you sign in.'}
      </p>
      <Button size="large" block onClick={join} loading={sending}>
        join
      </Button>
    </section>
  );
}
