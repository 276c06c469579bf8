import { useState } from 'react';
import { useReportMemberMutation } from '@ember/api-client';
import { Button, ReportMemberDialog } from '@ember/ui';
import { errorMessageOf } from '../model/api-errors';

export interface ReportMemberButtonProps {
  profileId: string;
  name: string;
  source: 'pick' | 'profile' | 'group';
  /** After the report went through (it also blocked them). */
  onReported?: () => void;
}

/** "report" and its dialog: the member reports someone they see in a round or in their group. */
export function ReportMemberButton({ profileId, name, source, onReported }: ReportMemberButtonProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [reportMember, reporting] = useReportMemberMutation();

  if (done) return <span role="status">Reported. Thank you for telling us.</span>;
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
        error={
          reporting.isError ? errorMessageOf(reporting.error, 'We couldn’t send your report. Please try again.') : null
        }
        onSubmit={async ({ reason, details }) => {
          try {
            await reportMember({
              reportMemberRequest: { profileId, reason, source, ...(details ? { details } : {}) },
            }).unwrap();
          } catch {
            return;
          }
          setOpen(false);
          setDone(true);
          onReported?.();
        }}
      />
    </>
  );
}
