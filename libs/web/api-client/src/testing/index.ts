export { FakeApi, type FakeReply, type SeenRequest, aCurrentUser, aSession, unauthenticated } from './fake-api';
export { createTestStore } from './test-store';
