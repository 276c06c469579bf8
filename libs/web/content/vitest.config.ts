import { webProject } from '../../../tools/vitest/web-project.ts';

export default webProject('content', { include: ['src/**/*.test.ts'], environment: 'node' });
