export { testConfig } from './test-config.js';
export { type TestDatabase, createEmptyTestDatabase, createTestDatabase, testServerUrl } from './test-database.js';
export { clearRedisPrefix, testRedisPrefix, testRedisUrl } from './test-redis.js';
export { type ReceivedMail, TestSmtpServer } from './test-smtp-server.js';
export { type TestApp, type TestAppOptions, startTestApp } from './test-app.js';
export { TestBrowser } from './test-browser.js';
export { freePort } from './free-port.js';
export { OtlpReceiver, type ReceivedSpan } from './otlp-receiver.js';
