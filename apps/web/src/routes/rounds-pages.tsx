// The rounds chunk: the profile view as the pick surface, the candidates flow and the member's group
// with its chat (the chat feature composed into the rounds feature here, as features never import each other).
import { GroupChatPanel } from '@ember/chat';
import { MyGroupPage as RoundsMyGroupPage } from '@ember/rounds';

export { CandidatesStartPage, ProfilePickPage } from '@ember/rounds';

export function MyGroupPage() {
  return <RoundsMyGroupPage chat={(groupId) => <GroupChatPanel groupId={groupId} />} />;
}
