#pragma once

// Every number that shapes Spear Run, in one place (stage units, seconds).
namespace sm::spear_run {

// The ground line the runner stands on and obstacles stand on (y down).
constexpr float kGround = 0;

// Speed: the run's own ground speed at the start (stickman::kRun: 60 * 2.55
// / 0.40), so the first strides are the lab's run exactly; then a steady
// acceleration to 1.8 times that, reached after kRampSeconds; then a second,
// slower rise to kTopSpeed over kRamp2Seconds more (the second phase).
constexpr float kStartSpeed = 382.5f;
constexpr float kCruiseSpeed = 1.8f * kStartSpeed;
constexpr float kTopSpeed = 2.3f * kStartSpeed;
constexpr float kRampSeconds = 90;
constexpr float kRamp2Seconds = 120;
constexpr float kAcceleration = (kCruiseSpeed - kStartSpeed) / kRampSeconds;
constexpr float kAcceleration2 = (kTopSpeed - kCruiseSpeed) / kRamp2Seconds;

// Score: one point per this many units run, plus kHitPoints per target broken.
constexpr float kUnitsPerPoint = 40;
constexpr int kHitPoints = 25;
constexpr float kMaxBest = 999999;
constexpr float kMaxBestDistance = 1e8f;
// The "Slower" game runs its clock at this share: every speed, gap and
// window scaled alike. It keeps its own best.
constexpr float kSlowerScale = 0.7f;
// A milestone (a chime and a flash of the score) every this many points.
constexpr int kMilestonePoints = 100;
// A broken target holds the world still this long: the blow lands.
constexpr float kHitStopSeconds = 0.05f;

// The course: the first obstacle reaches the runner after kClearSeconds; the
// clear ground between two obstacles lasts at least kMinGapSeconds at the
// speed the runner will have there (a jump's 0.8 s plus time to see the next
// one), and at most the max gap, which shrinks as the speed rises.
constexpr float kClearSeconds = 2.5f;
constexpr float kMinGapSeconds = 0.95f;
constexpr float kMaxGapSecondsStart = 2.2f;
constexpr float kMaxGapSecondsTop = 1.5f;
// The second phase tightens the gaps further, down to these at kTopSpeed.
constexpr float kMinGapSecondsTop = 0.85f;
constexpr float kMaxGapSecondsEnd = 1.15f;
// Patterns, each from this many seconds into a run: two rocks close
// together, a tall hurdle, a straw bird at head height, and a jump straight
// into a target (a target kJumpIntoTargetGap after a jumped obstacle, with
// chance kJumpIntoTargetShare).
constexpr float kRockPairFrom = 25, kTallHurdleFrom = 60, kBirdFrom = 70, kJumpIntoTargetFrom = 55;
constexpr float kJumpIntoTargetGap = 0.8f, kJumpIntoTargetShare = 0.2f;
// The late game, from the end of the second ramp: the speed stays, the
// course keeps changing. Each kLateWaveSeconds brings the next featured
// pair (one jumped kind, one target kind, in turn), met kLateFeature times
// as often as the others, so what ends a run varies with how far it got;
// the gaps close further, to kMinGapSecondsLate..kMaxGapSecondsLate over
// kLateCloseSeconds; and combinations come closer together: a target
// straight after a jump and, new, a jump straight after a target (both
// kJumpIntoTargetGap apart), each with chance kLateComboShare.
constexpr float kLateFrom = kRampSeconds + kRamp2Seconds;
constexpr float kLateWaveSeconds = 40, kLateFeature = 3;
constexpr float kMinGapSecondsLate = 0.8f, kMaxGapSecondsLate = 0.8f, kLateCloseSeconds = 120;
constexpr float kLateComboShare = 0.35f;
// Late, each obstacle's size is drawn from this far up its kind's range on
// (0: all of it) once the gaps have closed: taller, wider, the same kinds.
constexpr float kLateSizeRise = 1.0f;
// The hurdles' windows are the narrowest (the tall one's most): late, they
// come this often against 1 for each other kind.
constexpr float kHurdleLateWeight = 0.8f, kTallHurdleLateWeight = 0.15f;
// The bird flies this high: the runner's hips and shoulders (both runners'
// about 80 up) meet it, feet pass under, and it is taller than any jump.
constexpr float kBirdLift = 50;
// No more than this many obstacles of one family (jump or thrust) in a row.
constexpr int kMaxRepeat = 3;
// Playing by ear: each obstacle's earcon sounds kEarLeadSeconds before
// contact at any speed (time to see it, by ear, and to press in its window),
// and the clear ground between two obstacles lasts at least kEarMinGapSeconds
// (one earcon at a time, with room to hear the next one coming).
constexpr float kEarLeadSeconds = 0.6f;
constexpr float kEarMinGapSeconds = 1.4f;
// Obstacles appear this far ahead of the runner: beyond the right edge of any
// stage up to 3.5:1, so none pops into view.
constexpr float kSpawnAhead = 1500;
// Broken targets and passed obstacles are dropped this far behind.
constexpr float kDropBehind = 600;

// Actions. The jump is the lab's jump played from the bottom of its crouch
// (p = kJumpFromP), so take-off follows the key at once; kJumpRate is its
// normalised time per second. The thrust is the lab's thrust over kThrustSeconds;
// its tip breaks a target while p is in [kThrustHotFrom, kThrustHotTo].
constexpr float kJumpFromP = 0.2f;
constexpr float kJumpRate = 1.0f;
constexpr float kRunJumpSeconds = (1 - kJumpFromP) / kJumpRate;
constexpr float kThrustSeconds = 0.5f;
constexpr float kThrustHotFrom = 0.04f, kThrustHotTo = 0.7f;
// The jump is decided when the key goes down: a tap of any length flies the
// full arc, so the windows below hold however briefly the key is pressed (a
// cut-short hop made a quick tap land on what it was meant to clear). Holding
// on while still rising (p < kHoldUntil) lifts the flight further, up to
// kHoldHeight of the full jump after kHoldSeconds held, over the same time in
// the air: only ever higher, so a hold never clears less than a tap.
constexpr float kHoldHeight = 1.1f, kHoldSeconds = 0.25f, kHoldUntil = 0.45f;
// A press this long before its action becomes possible (still in the air,
// still thrusting) is kept and played the moment it can be.
constexpr float kBufferSeconds = 0.12f;

// The promise to the player, in time to contact when the key goes down: a
// jump in [kJumpWindowFrom, kJumpWindowTo] clears every rock and hurdle, and a
// thrust (or bite) in [kThrustWindowFrom, kThrustWindowTo] breaks a target,
// at every speed, for either character (tests hold the game to it).
constexpr float kJumpWindowFrom = 0.13f, kJumpWindowTo = 0.27f;
// A tall hurdle needs an earlier press.
constexpr float kTallJumpWindowFrom = 0.15f, kTallJumpWindowTo = 0.24f;
constexpr float kThrustWindowFrom = 0.09f, kThrustWindowTo = 0.45f;

// The front of a running body (a run's forward foot: stride / 2 + lean * reach):
// time to contact is measured from an obstacle's leading edge to here.
constexpr float kFrontX = 34;
// Collision boxes shrink by this much on every side: a graze is forgiven.
constexpr float kForgive = 6;

// States change with a little grace: Space after a game over restarts only
// after kRestartDelay (a late jump press must not throw the result away);
// standing to running cross-fades over kStartFade.
constexpr float kRestartDelay = 0.5f;
// A crash: the runner falls over this fast (the stickman pitches forward and
// drops the spear; the rex goes down on its face).
constexpr float kFallSeconds = 0.45f;
constexpr float kStartFade = 0.3f;

// The rex is drawn at this scale of its lab size: about the stickman's height.
constexpr float kRexScale = 0.7f;

// The scene's box (fits inside any stage): the runner stands at x = 0 on the
// ground y = 0, a fifth of the way in from the left.
constexpr float kViewCx = 290, kViewCy = -210, kViewW = 960, kViewH = 540;

}  // namespace sm::spear_run
