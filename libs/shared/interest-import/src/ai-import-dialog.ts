import type { ImportedInterest } from './ai-response-parser.js';

/** What a screen hands the AI import dialog (spec 1 §2.6, §7): the wizard and the interests page alike. */
export interface AiImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Tailors the prompt's examples (spec 1 §7); unknown before the wizard asks. */
  age?: number | null;
  sex?: 'male' | 'female' | null;
  /** The chosen interests and the pasted answer; resolves once they are added. */
  onAdd: (interests: ImportedInterest[], responseText: string) => void | Promise<void>;
  onPromptCopied?: () => void;
  /** Names already taken: shown as already added in the preview. */
  existingNames?: readonly string[];
}
