import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { readFpreCode } from '../../../shared/fpreCode.ts';
import { codeReader } from './codeReader.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The first FPRE code the camera read. */
  onCode: (code: string) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The camera scan: the back camera's video, read a few times a second until a frame holds an
 * FPRE's code. The camera stops as the dialog closes.
 */
export function CameraScan({ opened, onClose, onCode }: Props) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The latest handler, without starting the camera again when the parent renders.
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!opened) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    setProblem(null);
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        // Closed while the browser asked: the camera is let go at once.
        if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
        video.current.srcObject = stream;
        await video.current.play();
        const reader = await codeReader().catch(() => null);
        if (!reader) return setProblem(t`The code reader could not start here: type the code.`);
        while (!stopped) {
          const found = video.current.readyState >= 2 ? await reader.detect(video.current) : [];
          const code = found.map((f) => f.rawValue).find((value) => readFpreCode(value));
          if (code) return handler.current(code);
          await wait(150);
        }
      } catch (error) {
        const camera = error instanceof DOMException && ['NotAllowedError', 'NotFoundError', 'NotReadableError', 'OverconstrainedError'].includes(error.name);
        if (!stopped)
          setProblem(
            camera ? t`The camera cannot be used here: allow it for this site, or type the code.` : t`The code reader could not start here: type the code.`,
          );
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [opened, t]);

  return (
    <Modal opened={opened} onClose={onClose} title={t`Scan with the camera`} fullScreen size="lg">
      <Stack>
        <Text>
          <Trans>Hold the code on the FPRE in the frame.</Trans>
        </Text>
        {/* The preview: a frame to aim with, no sound, nothing recorded. */}
        <video ref={video} muted playsInline style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 }} data-testid="camera-preview" />
        {problem && <Alert color="red">{problem}</Alert>}
        <Button size="lg" variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Stack>
    </Modal>
  );
}
