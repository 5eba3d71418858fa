import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useAuth } from '../../../session/store.ts';
import { NOT_ONBOARDED } from '../use-add-to-cart.ts';

/** The account-completion popup that create_transaction's refusal opens (spec 2 §8). */
export function AccountIncompleteDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const auth = useAuth(useQueryClient());
  const to = auth?.skipped && auth.skipped.startsWith('/onboarding') ? auth.skipped : '/onboarding';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{NOT_ONBOARDED}</DialogTitle>
          <DialogDescription>You haven't completed your ONBOARDING. Complete your account opening to invest.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            LATER
          </Button>
          <Button asChild>
            <Link to={to}>COMPLETE YOUR ONBOARDING</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
