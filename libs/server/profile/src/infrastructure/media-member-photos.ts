import { Injectable } from '@nestjs/common';
import { type MediaView, ProfilePhotos } from '@ember/media';
import { type IncomingPhoto, MemberPhotos, type PhotoState } from '../application/member-photos.port.js';

const stateOf = (view: MediaView): PhotoState => ({
  status: view.status,
  url: view.url,
  failureMessage: view.failureMessage,
});

@Injectable()
export class MediaMemberPhotos extends MemberPhotos {
  constructor(private readonly photos: ProfilePhotos) {
    super();
  }

  async upload(ownerId: string, file: IncomingPhoto): Promise<PhotoState> {
    return stateOf(await this.photos.upload(ownerId, file));
  }

  async current(ownerId: string): Promise<PhotoState | null> {
    const view = await this.photos.current(ownerId);
    return view ? stateOf(view) : null;
  }

  async readyUrls(ownerIds: readonly string[]): Promise<Map<string, string>> {
    const ready = await this.photos.readyOf(ownerIds);
    return new Map([...ready].flatMap(([ownerId, view]) => (view.url ? [[ownerId, view.url] as const] : [])));
  }
}
