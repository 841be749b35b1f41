import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { canPlayClips, clipUrls, type MissionClip } from './mission-media';
import { onboardingMessages as m } from './mission-messages';

const useStyles = makeStyles({
  video: {
    width: '100%',
    aspectRatio: '16 / 9',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/**
 * A mission clip with captions in Spanish and English (the console's language first), or the §8
 * text where the browser cannot play it.
 */
export function MissionVideo({
  clip,
  title,
  autoPlay = false,
  onEnded,
}: {
  clip: MissionClip;
  title: string;
  autoPlay?: boolean;
  onEnded?: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const [failed, setFailed] = useState(() => !canPlayClips());
  if (failed) {
    return (
      <MessageBar intent="warning" data-testid="video-unsupported">
        <MessageBarBody>{intl.formatMessage(m.videoUnsupported)}</MessageBarBody>
      </MessageBar>
    );
  }
  const urls = clipUrls(clip);
  const english = intl.locale.startsWith('en');
  return (
    <video
      className={styles.video}
      controls
      playsInline
      preload={autoPlay ? 'auto' : 'metadata'}
      autoPlay={autoPlay}
      aria-label={title}
      data-clip={clip}
      onEnded={onEnded}
      onError={() => setFailed(true)}
    >
      <source src={urls.video} type="video/webm" onError={() => setFailed(true)} />
      <track
        kind="captions"
        srcLang="es"
        label="Español"
        src={urls.captions.es}
        default={!english}
      />
      <track
        kind="captions"
        srcLang="en"
        label="English"
        src={urls.captions.en}
        default={english}
      />
    </video>
  );
}
