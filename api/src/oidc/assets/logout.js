// Ends the session without asking: the provider's logout form is submitted as soon as it loads.
document.getElementById('op.logoutForm')?.requestSubmit();
