// The rounds chunk: the profile view as the pick surface, the candidates flow and the member's group
// with its chat (the browse and chat features composed into the rounds feature here, as features
// never import each other).
import { PublicProfilePage } from '@ember/browse';
import { GroupChatPanel } from '@ember/chat';
import { MyGroupPage as RoundsMyGroupPage, ProfilePickPage as Pick } from '@ember/rounds';

export { CandidatesStartPage } from '@ember/rounds';

/** /emberite/profile/{id}: the pick surface while the person is a candidate of an open round, else the profile. */
export function ProfilePickPage() {
  return <Pick otherwise={<PublicProfilePage member />} />;
}

export function MyGroupPage() {
  return <RoundsMyGroupPage chat={(groupId) => <GroupChatPanel groupId={groupId} />} />;
}
