/** Side-effect import of the modal styles; the app shell imports this (views and tests never do). */
import './modal.css';
