import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';

/** A report's "download the chosen rows' documents" action; a spinner while it downloads. */
export function DownloadSelectedButton(props: {
  label: string;
  downloading: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button
      appearance="primary"
      icon={props.downloading ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabled={props.downloading}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}
