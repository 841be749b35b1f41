// The onboarding clips: served by the app under a configurable base, so an intranet
// install works without the public file store the spec loads them from. Made by
// scripts/make-onboarding-media.mjs.
const env = import.meta.env as { VITE_ONBOARDING_MEDIA_URL?: string };

/** Base address of the onboarding media. */
const ONBOARDING_MEDIA_URL = env.VITE_ONBOARDING_MEDIA_URL || '/onboarding/';

/** The clips the missions play. */
export type MissionClip = 'welcome' | 'massive-upload';

/** A clip's video and its captions in Spanish and English. */
export function clipUrls(clip: MissionClip, base: string = ONBOARDING_MEDIA_URL) {
  return {
    video: `${base}${clip}.webm`,
    captions: { es: `${base}${clip}.es.vtt`, en: `${base}${clip}.en.vtt` },
  };
}

/** Whether this browser can play the clips (VP9 in WebM). */
export function canPlayClips(): boolean {
  const video = document.createElement('video');
  return typeof video.canPlayType === 'function' && video.canPlayType('video/webm') !== '';
}
