import { useCallback, useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog.tsx';

type Alert = { title?: string; body: ReactNode; onClose?: () => void };

/**
 * The spec's browser "alert" as an accessible modal with one OK (focus on it; Escape closes).
 * Returns the element and `show`, which takes the message text or a title, body and onClose.
 */
export function useAlert(): [ReactNode, (a: Alert | string) => void] {
  const [alert, setAlert] = useState<Alert | null>(null);
  const show = useCallback((a: Alert | string) => setAlert(typeof a === 'string' ? { body: a } : a), []);
  const close = () => {
    const a = alert;
    setAlert(null);
    a?.onClose?.();
  };
  const element = (
    <AlertDialog open={alert !== null} onOpenChange={(open) => !open && close()}>
      {alert && (
        <AlertDialogContent>
          <AlertDialogHeader>
            {/* a bare "Alert" says nothing: callers name what happened; a plain message is a note */}
            <AlertDialogTitle>{alert.title ?? 'Please note'}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="text-base text-foreground">{alert.body}</div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction onClick={close}>OK</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
  return [element, show];
}
