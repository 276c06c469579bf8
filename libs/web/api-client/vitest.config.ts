import { webProject } from '../../../tools/vitest/web-project.ts';

export default webProject('api-client', { include: ['src/**/*.test.ts', 'codegen/**/*.test.ts'] });
