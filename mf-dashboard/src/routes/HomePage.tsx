/** The learner home (being assembled). */
export default function HomePage() {
  return null;
}
