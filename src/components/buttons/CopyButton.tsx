import { VisuallyHidden } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ActionIconButton } from './ActionIconButton';

/** docs/behaviour.md §9: how long the copy confirmation stays. */
export const COPY_CONFIRMATION_MS = 1500;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** Accessible name and tooltip before copying. */
  label?: string;
}

/** Copies a text; its name turns to 'Copied' with a check mark for 1.5 s. Usage: `<CopyButton text={apiKey} />`. */
export function CopyButton({ text, label = 'Copy' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure page or permission): nothing was copied, so no confirmation.
    }
  }

  return (
    <>
      <ActionIconButton
        icon={copied ? <Check /> : <Copy />}
        label={copied ? 'Copied' : label}
        colorPalette={copied ? 'green' : undefined}
        onClick={copy}
      />
      <VisuallyHidden role="status">{copied ? 'Copied' : ''}</VisuallyHidden>
    </>
  );
}
