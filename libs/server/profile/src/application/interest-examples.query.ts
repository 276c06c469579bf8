import type { Sex } from '@ember/member-rules';
import { type PromptExampleSet, promptExamplesFor } from '../domain/ai-prompt-examples.js';
import {
  type ExampleType,
  type InterestExample,
  type PresetInterest,
  interestExample,
  presetInterests,
} from '../domain/interest-catalogue.js';

/** The help texts of the interest screens: preset topics, example answers, AI prompt examples. */
export class InterestExamplesQuery {
  catalogue(): readonly PresetInterest[] {
    return presetInterests;
  }

  example(interestName: string, type: ExampleType, index: number): InterestExample {
    return interestExample(interestName, type, index);
  }

  promptExamples(age: number | null, sex: Sex | null): PromptExampleSet {
    return promptExamplesFor(age, sex);
  }
}
