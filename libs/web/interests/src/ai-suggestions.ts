/** The AI suggestions modal (spec 1 §2.6), on its own so the YAML reader loads only when it opens. */
export { AiSuggestionsModal, type AiSuggestionsModalProps } from './components/ai-suggestions-modal';
export { aiFlowStates, aiModalResetMs, aiServices, detectedText, liveCheck, submitResponse } from './model/ai-flow';
