// A stand-in for Google Tag Manager's gtm.js, served by the suite from its own origin
// (TAG_MANAGER_ORIGIN): it only says it ran, so a journey can see the script load.
(function () {
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ event: 'e2e.tag-manager-loaded' });
  document.documentElement.setAttribute('data-e2e-tag-manager', 'loaded');
})();
