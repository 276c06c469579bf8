import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchMembersQuery } from '@ember/api-client';
import { Alert, Button, LoadingState, TextField, usePageTitle } from '@ember/ui';
import styles from '../components/admin.module.css';
import { MemberCard } from '../components/member-card';

/** /admin/members: find members by e-mail or first name; roles and suspensions. */
export function AdminMembersPage() {
  usePageTitle('Members · console');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const found = useSearchMembersQuery({ query }, { skip: query.trim() === '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <section aria-labelledby="members-title" className={styles.page}>
      <h2 id="members-title" className={styles.heading}>
        Members
      </h2>
      <form className={styles.search} onSubmit={submit} role="search">
        <TextField
          label="E-mail or first name"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit">search</Button>
      </form>
      {found.isFetching && <LoadingState label="Searching…" />}
      {found.isError && <Alert>We couldn’t search the members. Please try again.</Alert>}
      {found.data && found.data.members.length === 0 && <p className={styles.muted}>Nobody matches “{query}”.</p>}
      {found.data && found.data.members.length > 0 && (
        <ul className={styles.list} aria-label="members found">
          {found.data.members.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </ul>
      )}
    </section>
  );
}
