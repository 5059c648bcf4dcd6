import { Button } from '@chakra-ui/react';
import { CircleCheck, CircleX, PlugZap } from 'lucide-react';

export type TestOutcome =
  { kind: 'idle' } | { kind: 'ok'; text: string } | { kind: 'failed'; text: string };

export interface TestOutcomeButtonProps {
  outcome: TestOutcome;
  /** 'Test', 'Test Connection'. */
  label: string;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}

/** A test button that then shows its outcome (docs/behaviour.md §8): green with the result, red with the error. */
export function TestOutcomeButton({
  outcome,
  label,
  disabled,
  loading,
  onClick,
}: TestOutcomeButtonProps) {
  return (
    <Button
      alignSelf="flex-start"
      maxW="full"
      h="auto"
      minH="10"
      py="2"
      whiteSpace="normal"
      // Errors quoted from Python (a URL, 'HTTPConnectionPool(host=...)') have long words: wrap them too.
      overflowWrap="anywhere"
      textAlign="start"
      // Subtle: white on a solid green reads below the 4.5:1 contrast of small text.
      variant={outcome.kind === 'idle' ? 'outline' : 'subtle'}
      colorPalette={outcome.kind === 'ok' ? 'green' : outcome.kind === 'failed' ? 'red' : 'gray'}
      data-outcome={outcome.kind}
      disabled={disabled}
      loading={loading}
      loadingText="Testing..."
      onClick={onClick}
    >
      {outcome.kind === 'ok' ? (
        <CircleCheck />
      ) : outcome.kind === 'failed' ? (
        <CircleX />
      ) : (
        <PlugZap />
      )}
      {outcome.kind === 'idle' ? label : outcome.text}
    </Button>
  );
}
