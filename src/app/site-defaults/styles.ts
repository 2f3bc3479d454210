/** A site without a stylesheet of its own gets this plain one (see README.md here). */
import './plain.css';
