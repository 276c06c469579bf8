import { Injectable } from '@nestjs/common';
import { MemberPlaces as RoundPlaces } from '@ember/matching-rounds';
import { MemberPlaces } from '../application/member-places.port.js';

/** Open group places through the rounds context, which applies its dropout rule. */
@Injectable()
export class RoundsMemberPlaces extends MemberPlaces {
  constructor(private readonly places: RoundPlaces) {
    super();
  }

  releaseAll(memberId: string): Promise<number> {
    return this.places.releaseAllOf(memberId);
  }
}
