// The rounds chunk: the profile view as the pick surface, the candidates flow and the member's group.
import { PublicProfilePage } from '@ember/browse';
import { ProfilePickPage as Pick } from '@ember/rounds';

export { CandidatesStartPage, MyGroupPage } from '@ember/rounds';

/** /emberite/profile/{id}: the pick surface while the person is a candidate of an open round, else the profile. */
export function ProfilePickPage() {
  return <Pick otherwise={<PublicProfilePage member />} />;
}
