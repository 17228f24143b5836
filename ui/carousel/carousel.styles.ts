/** Side-effect import of the carousel styles; the app shell imports this (views and tests never do). */
import './carousel.css';
