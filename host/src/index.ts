// Async boundary: shared modules (React, the session store) resolve before the app runs.
import('./bootstrap');
