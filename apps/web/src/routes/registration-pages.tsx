// The experience registration chunk: the five-step wizard and the poetry-night join page, with their store.
import { registrationSlice } from '@ember/experience-registration';
import { rootReducer } from '../session/store';

rootReducer.inject(registrationSlice);

export { PoetryNightJoinPage, RegistrationWizardPage } from '@ember/experience-registration';
