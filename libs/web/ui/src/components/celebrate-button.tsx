import { useEffect, useState } from 'react';
import { Button } from './button';
import { Confetti } from './confetti';

/** What the journey and a confirmed group say once the member has nothing left to do. */
export const allSetText = 'all set, we will send an invite once your group is assembled';

/** How long a burst of confetti stays on screen. */
const confettiMs = 3200;

/** Spec 3 §9: Celebrate throws a burst of confetti over the page; each press throws another. */
export function CelebrateButton() {
  const [burst, setBurst] = useState(0);
  const [celebrating, setCelebrating] = useState(false);

  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(false), confettiMs);
    return () => clearTimeout(timer);
  }, [celebrating, burst]);

  return (
    <>
      <Button
        onClick={() => {
          setBurst((count) => count + 1);
          setCelebrating(true);
        }}
      >
        Celebrate
      </Button>
      {celebrating && <Confetti seed={burst} />}
    </>
  );
}
