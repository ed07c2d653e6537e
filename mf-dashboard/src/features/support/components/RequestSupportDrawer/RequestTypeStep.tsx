import { Body1Strong, Button, Caption1, Subtitle2 } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { SUPPORT_REQUEST_TYPE, type SupportRequestTypeId } from '@cedar/shared/domain';
import { messages } from '../../../../messages';
import { useRequestSupportDrawerStyles } from './RequestSupportDrawer.styles';

const t = messages.request;
const TYPES = Object.values(SUPPORT_REQUEST_TYPE) as SupportRequestTypeId[];

/** The first step: what the learner needs help with (one of the six request types). */
export function RequestTypeStep({ onChoose }: { onChoose(typeId: SupportRequestTypeId): void }) {
  const styles = useRequestSupportDrawerStyles();
  return (
    <>
      <Subtitle2 as="h3">{t.chooseType}</Subtitle2>
      <ul className={styles.types}>
        {TYPES.map((id) => (
          <li key={id}>
            <Button
              className={styles.typeButton}
              icon={<ChevronRightRegular />}
              iconPosition="after"
              onClick={() => onChoose(id)}
            >
              <span className={styles.typeText}>
                <Body1Strong>{t.types[id]}</Body1Strong>
                <Caption1 className={styles.hint}>{t.typeHints[id]}</Caption1>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
