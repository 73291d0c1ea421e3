// The effects kit: what a game view shows when something happens in the game.
export { createEffects, type Effects, type EffectsOptions } from "./effects";
export { createAwardBadge, type AwardBadge, type AwardBadgeOptions, type BoardAward } from "./award-badge";
export { AWARD_MS, CALM_AWARD_MS, awardBadge, awardFrame, awardLength, type AwardFrame } from "./award-flight";
export { createEndCard, type EndCard, type EndCardOptions } from "./end-card";
export { endCardLayout, type EndCardContent, type EndCardLayout } from "./end-card-layout";
export { createStartPrompt, type StartPrompt, type StartPromptOptions } from "./start-prompt";
export { startMessage, detectDevice, coarsePointer, type Device } from "./start-message";
export { createFrameDelta, type FrameDelta } from "./frame-delta";
export {
  createEffectsCore,
  SOFTEN,
  type EffectsCore,
  type EffectsCoreOptions,
  type BurstRequest,
} from "./effects-core";
export { createTweens, type Tween, type TweenOptions, type TweenScheduler } from "./tween";
export {
  createParticles,
  type Particle,
  type ParticleShape,
  type ParticleSystem,
  type BurstOptions,
} from "./particles";
export { createFloatingTexts, FLOAT_TEXT_MS, type FloatingText, type FloatingTexts } from "./float-text";
export { createShake, SHAKE_MS, type Shake } from "./shake";
export { createFlash, FLASH, SOFT_FLASH, type Flash, type FlashOptions } from "./flash";
export { readMotionSetting, type MotionSetting } from "./motion-setting";
export { createRandom, type RandomStream } from "./random";
export { EFFECT_COLORS, CELEBRATE_COLORS } from "./palette";
export * from "./easing";
