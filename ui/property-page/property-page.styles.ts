/** Side-effect import of the property page styles, in cascade order; the app shell imports this (views and tests never do). */
import './property-page.css';
import './property-details.css';
import './development-plots.css';
import './material-information.css';
import './property-action-bar.css';
import '../lettings/lettings.styles.js';
