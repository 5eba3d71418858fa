import { Link } from '@tanstack/react-router';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';

/** 'Unable to get the details as Account number is not existing.' (spec 2 §8): finish onboarding first. */
export function OnboardingPopup({ open, onOpenChange, message }: { open: boolean; onOpenChange(open: boolean): void; message: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Complete your onboarding</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Link
            to="/onboarding"
            className="inline-flex min-h-11 items-center rounded-[var(--radius)] bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
          >
            COMPLETE YOUR ONBOARDING
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
