import {
  type FormatCategory,
  formatCategories,
  formatCategoryLabels,
  textLimits,
  titleLength,
} from '@ember/hosting-rules';
import { ChoiceChips, TextField } from '@ember/ui';
import { wizardActions } from '../../model/wizard-slice';
import fields from '../fields/fields.module.css';
import { TextAreaField } from '../fields/text-area-field';
import type { StepProps } from './step-props';

const categoryOptions = formatCategories.map((value) => ({ value, label: formatCategoryLabels[value] }));

/** Spec 3 §2.1: title (3-60 characters after trimming), description and category. */
export function ConceptDetailsStep({ draft, dispatch }: StepProps) {
  const length = draft.format.trim().length;
  return (
    <>
      <TextField
        label="Title"
        value={draft.format}
        maxLength={titleLength.max + 20}
        placeholder="Dumplings from scratch"
        hint={`${length}/${titleLength.max} characters (at least ${titleLength.min})`}
        onChange={(event) => dispatch(wizardActions.fieldsChanged({ format: event.target.value }))}
      />
      <TextAreaField
        label="Description"
        value={draft.description}
        maxLength={textLimits.description}
        placeholder="What happens, who it is for, and why it is fun."
        onChange={(description) => dispatch(wizardActions.fieldsChanged({ description }))}
      />
      <div className={fields.field}>
        <span className={fields.label} aria-hidden="true">
          Category
        </span>
        <ChoiceChips<FormatCategory>
          label="Category"
          single
          options={categoryOptions}
          selected={draft.category ? [draft.category] : []}
          onToggle={(category) => dispatch(wizardActions.fieldsChanged({ category }))}
        />
      </div>
    </>
  );
}
