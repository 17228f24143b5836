/** Side-effect import of the video modal styles; the app shell imports this (views and tests never do). */
import './video.css';
