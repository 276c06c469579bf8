// The member chunk: the member layout, the signed-in pages and the /emberite shell's routes.
import { videoWorkSlice } from '@ember/videos/video-work';
import { rootReducer } from '../session/store';

// Video work (an upload or a deletion and its progress) shows on several member screens: the
// videos settings, the vibe check and the journey. The slice alone, without the screens.
rootReducer.inject(videoWorkSlice);

export { MemberLayout } from '../layouts/member-layout';
export { ComingSoonPage } from '../pages/coming-soon-page';
export { EmberiteRoutes } from './emberite-routes';
