import { useEffect, useState, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST } from '@mare/domain';
import { CLOSE_TOAST_LABEL, toasterListens } from './toasts.ts';

/*
 * sonner 1.7 is pinned on purpose: its built-in width (356 px) and swipe threshold (20 px)
 * are the spec's, and neither is a prop (2.x moved the threshold to 45 px). It also hard-codes
 * the close button's label in English, so we relabel it in pt-BR as toasts mount.
 */
function useLocalizedCloseButtons(root: HTMLElement | null) {
  useEffect(() => {
    if (!root) return;
    const relabel = () => {
      root.querySelectorAll('button[data-close-button]').forEach((button) => {
        if (button.getAttribute('aria-label') !== CLOSE_TOAST_LABEL) {
          button.setAttribute('aria-label', CLOSE_TOAST_LABEL);
        }
      });
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}

const widthStyle = { '--width': `${TOAST.widthPx}px` } as CSSProperties;

/** sonner's toaster, loaded apart from the entry (Toaster.tsx). */
export default function SonnerToaster({ duration }: { duration: number }) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useLocalizedCloseButtons(host);
  // sonner subscribes in its own effect, which runs before this one (a child's runs first).
  useEffect(() => toasterListens(), []);
  return (
    <div ref={setHost} className="mare-toaster-host">
      <Sonner
        position={TOAST.position}
        closeButton
        duration={duration}
        visibleToasts={TOAST.visibleToasts}
        gap={TOAST.gapPx}
        style={widthStyle}
        containerAriaLabel="Notificações"
        richColors
      />
    </div>
  );
}
