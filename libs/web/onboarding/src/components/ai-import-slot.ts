import { type ReactNode, createContext } from 'react';
import type { AiImportDialogProps } from '@ember/interest-import';

/** What the wizard hands the AI import dialog (spec 1 §2.3, §7). */
export type AiImportProps = AiImportDialogProps;

/**
 * The interests feature's AI import dialog, composed in by the app: features do not import each
 * other. Without one, the wizard offers no AI import.
 */
export const AiImportSlot = createContext<((props: AiImportProps) => ReactNode) | null>(null);
