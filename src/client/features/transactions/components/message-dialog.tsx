import { useCallback, useRef, useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';

type Message = { title: string; body: ReactNode; okLabel?: string; onClose?: () => void };

/**
 * The spec's "alert": a modal message with one OK button (focus lands on it, Escape closes it).
 * Returns the element to render and `show`.
 */
export function useMessageDialog(): [ReactNode, (m: Message) => void] {
  const [message, setMessage] = useState<Message | null>(null);
  const closing = useRef(false);
  const show = useCallback((m: Message) => {
    closing.current = false;
    setMessage(m);
  }, []);
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    const m = message;
    setMessage(null);
    m?.onClose?.();
  };
  const element = (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && close()}>
      {message && (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{message.title}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="text-base text-foreground">{message.body}</div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction onClick={close}>{message.okLabel ?? 'OK'}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
  return [element, show];
}
