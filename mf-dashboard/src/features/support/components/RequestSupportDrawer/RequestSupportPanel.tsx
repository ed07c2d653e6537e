import { Body1, Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import type { SupportRequestFlow } from '../../hooks/use-support-request';
import { RequestFailure, RequestSending, RequestSuccess } from './RequestOutcome';
import { RequestForm } from './RequestForm';
import { RequestTypeStep } from './RequestTypeStep';
import { useRequestSupportDrawerStyles } from './RequestSupportDrawer.styles';

const t = messages.request;

/** Props of RequestSupportDrawer. */
export interface RequestSupportDrawerProps {
  open: boolean;
  onClose(): void;
  flow: SupportRequestFlow;
  /** Request Support needs a signed-in user with an e-mail (§6). */
  hasEmail: boolean;
}

function Step({ flow, onClose }: { flow: SupportRequestFlow; onClose(): void }) {
  switch (flow.step) {
    case 'type':
      return <RequestTypeStep onChoose={flow.chooseType} />;
    case 'form':
      return flow.typeId ? (
        <RequestForm
          typeId={flow.typeId}
          answers={flow.answers}
          canSubmit={flow.canSubmit}
          onAnswer={flow.answer}
          onBack={flow.back}
          onSubmit={flow.submit}
        />
      ) : null;
    case 'sending':
      return <RequestSending />;
    case 'success':
      return <RequestSuccess onDone={onClose} />;
    case 'failure':
      return <RequestFailure onGoBack={flow.goBack} onRetry={flow.submit} />;
  }
}

/** The Request Support drawer (§2): every step of the support-request flow. */
export function RequestSupportDrawerPanel({ open, onClose, flow, hasEmail }: RequestSupportDrawerProps) {
  const styles = useRequestSupportDrawerStyles();
  return (
    <OverlayDrawer
      position="end"
      open={open}
      className={styles.drawer}
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t.close} icon={<DismissRegular />} onClick={onClose} />}
        >
          {t.title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {hasEmail ? <Step flow={flow} onClose={onClose} /> : <Body1 as="p">{t.needsEmail}</Body1>}
      </DrawerBody>
    </OverlayDrawer>
  );
}
