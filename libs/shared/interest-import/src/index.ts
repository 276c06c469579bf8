/**
 * Reading interests out of an AI service's answer (spec 1 §5), shared by the web (preview before
 * import) and the api (validation of the saved answer). Plain TypeScript: no framework, no Node APIs.
 */
export {
  type AiResponseParse,
  type ImportedInterest,
  type ParseFailureKind,
  type ParseOptions,
  extractYaml,
  importMessages,
  parseAiResponse,
  submitErrorMessage,
} from './ai-response-parser.js';
export {
  counterText,
  importedText,
  interestMessages,
  interestTextLimits,
  isDetailedEnough,
  isIncomplete,
  tidyInterestText,
} from './interest-text.js';
export type { AiImportDialogProps } from './ai-import-dialog.js';
export { type PromptExample, buildInterestPrompt, looksLikePastedPrompt, promptSentences } from './interest-prompt.js';
