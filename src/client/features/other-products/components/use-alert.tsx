import { useCallback, useState, type ReactNode } from 'react';
import { AlertDialog, AlertDialogAction, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '../../../components/ui/alert-dialog.tsx';

/** The spec's "alert": a modal message with one OK button. */
export function useAlert(): [ReactNode, (body: ReactNode) => void] {
  const [message, setMessage] = useState<ReactNode | null>(null);
  const show = useCallback((body: ReactNode) => setMessage(body), []);
  const element = (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && setMessage(null)}>
      {message !== null && (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Alert</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="text-base text-foreground">{message}</div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction onClick={() => setMessage(null)}>OK</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
  return [element, show];
}
