// The rounds chunk: the profile view as the pick surface, the candidates flow and the member's group.
export { CandidatesStartPage, MyGroupPage, ProfilePickPage } from '@ember/rounds';
