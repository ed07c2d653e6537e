import { MarkLoaded } from '../routing/MarkLoaded';
import {
  StandInAuthError,
  StandInAuthenticating,
  StandInLanding,
  StandInLoading,
  StandInNoCourse,
  StandInShell,
  StandInUnauthorized,
} from './stand-ins';

// The one place that names the shell's screens and chrome (host/src/shell/**).

export const LandingScreen = StandInLanding;
export const AuthenticatingScreen = StandInAuthenticating;
export const LoadingScreen = StandInLoading;
export const NoCourseScreen = StandInNoCourse;
export const AuthErrorScreen = StandInAuthError;
export const LearnerShell = StandInShell;
export const AdminShell = StandInShell;

/** /unauthorized, open to everyone; it counts as the page having loaded. */
export function UnauthorizedRoute() {
  return (
    <>
      <StandInUnauthorized />
      <MarkLoaded />
    </>
  );
}
