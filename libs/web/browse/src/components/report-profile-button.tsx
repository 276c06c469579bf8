import { useState } from 'react';
import { useReportMemberMutation } from '@ember/api-client';
import { Button, ReportMemberDialog } from '@ember/ui';
import { errorText } from '../model/error-text';

export interface ReportProfileButtonProps {
  profileId: string;
  name: string;
  /** After the report went through: it also blocked them, so their profile is gone for the viewer. */
  onReported: () => void;
}

/** "report" on a profile someone is viewing, with the usual reasons; reporting also blocks. */
export function ReportProfileButton({ profileId, name, onReported }: ReportProfileButtonProps) {
  const [open, setOpen] = useState(false);
  const [reportMember, reporting] = useReportMemberMutation();
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
        report {name}
      </Button>
      <ReportMemberDialog
        open={open}
        name={name}
        onClose={() => setOpen(false)}
        sending={reporting.isLoading}
        error={reporting.isError ? errorText(reporting.error, 'We couldn’t send your report. Please try again.') : null}
        onSubmit={async ({ reason, details }) => {
          try {
            await reportMember({
              reportMemberRequest: { profileId, reason, source: 'profile', ...(details ? { details } : {}) },
            }).unwrap();
          } catch {
            return;
          }
          setOpen(false);
          onReported();
        }}
      />
    </>
  );
}
