import { ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ExperienceRegistrationEnvelope } from './dto/profile-registration.dto.js';
import { CreateProfileResponse } from './dto/profile.response.dto.js';

/** Profiles and interests are one context, one tag: one generated client file. */
export const ApiProfileTag = () => ApiTags('profile');

/** `POST /profiles` answers the profile for the wizard's multipart, the registration for JSON. */
export const experienceRegistrationResponse = (description: string) => ({
  description,
  schema: {
    oneOf: [{ $ref: getSchemaPath(CreateProfileResponse) }, { $ref: getSchemaPath(ExperienceRegistrationEnvelope) }],
  },
});
