import { CHAT_CONSTANTS } from '@wob/validation';
import { Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStore } from '../store/chat-context';

// Live reactions as they show (spec chat section 9): 6 hearts float up from the composer's end
// for 1,500 ms, drawn by requestAnimationFrame (about 60 frames a second; never more than 500
// frames) with transforms and opacity only, in an absolutely placed layer that takes no clicks
// and moves no layout. With `prefers-reduced-motion` one still heart shows briefly instead.

export const LIVE_REACTION_ICONS = 6;
export const LIVE_REACTION_MAX_FRAMES = 500;
/** How long the still heart of reduced motion stays. */
export const LIVE_REACTION_STILL_MS = 1_000;

/** Each heart's own path: where it drifts sideways (px), how high it rises (px), when it starts. */
const PATHS = Array.from({ length: LIVE_REACTION_ICONS }, (_, index) => ({
  drift: [-28, 18, -8, 30, -22, 6][index] ?? 0,
  rise: [190, 160, 220, 175, 205, 150][index] ?? 180,
  delay: index * 0.07,
  size: [1, 0.8, 1.15, 0.9, 1.05, 0.75][index] ?? 1,
}));

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Places every heart for `progress` (0 to 1 of the whole animation). */
function place(hearts: readonly (HTMLElement | null)[], progress: number): void {
  hearts.forEach((heart, index) => {
    const path = PATHS[index];
    if (!heart || !path) return;
    const own = Math.min(1, Math.max(0, (progress - path.delay) / (1 - path.delay)));
    const sway = Math.sin(own * Math.PI * 2) * 8;
    const x = path.drift * own + sway;
    const y = -path.rise * own;
    const scale = path.size * (0.6 + 0.4 * Math.min(1, own * 4));
    heart.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) scale(${scale.toFixed(3)})`;
    heart.style.opacity = own <= 0 ? '0' : String(Math.max(0, 1 - own * own).toFixed(3));
  });
}

export function LiveReactions() {
  const { t } = useTranslation('chat');
  const live = useChatStore((state) => state.liveReaction);
  const [playing, setPlaying] = useState<'moving' | 'still' | null>(null);
  const hearts = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (!live) return;
    if (prefersReducedMotion()) {
      setPlaying('still');
      const timer = setTimeout(() => setPlaying(null), LIVE_REACTION_STILL_MS);
      return () => clearTimeout(timer);
    }
    setPlaying('moving');
    let frames = 0;
    let start: number | null = null;
    let frame = requestAnimationFrame(function step(now) {
      start ??= now;
      frames += 1;
      const elapsed = now - start;
      place(hearts.current, Math.min(1, elapsed / CHAT_CONSTANTS.liveReactionMs));
      if (elapsed >= CHAT_CONSTANTS.liveReactionMs || frames >= LIVE_REACTION_MAX_FRAMES) {
        setPlaying(null);
        return;
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [live]);

  if (!live || !playing) return null;
  const said =
    live.from === null ? t('liveReaction.sent') : t('liveReaction.received', { name: live.from });
  return (
    <div className="wob-live-reactions" data-playing={playing}>
      <span className="wob-visually-hidden" role="status">
        {said}
      </span>
      {playing === 'still' ? (
        <Heart
          className="wob-live-reactions__heart wob-live-reactions__heart--still"
          aria-hidden="true"
        />
      ) : (
        PATHS.map((path, index) => (
          <Heart
            // biome-ignore lint/suspicious/noArrayIndexKey: six fixed hearts, one per path
            key={index}
            ref={(element) => {
              hearts.current[index] = element as unknown as HTMLElement | null;
            }}
            className="wob-live-reactions__heart"
            style={{ opacity: 0, left: `${50 + path.drift / 4}%` }}
            aria-hidden="true"
          />
        ))
      )}
    </div>
  );
}
