import { webProject } from '../../../tools/vitest/web-project.ts';

export default webProject('admin');
